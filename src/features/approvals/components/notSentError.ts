/** A refusal the request form shows as it is (offline, or the server's reason a sending was refused). */
export class NotSentError extends Error {}
