/**
 * A refusal shown as it is: offline, or the server's reason a sending or a decision was refused
 * (the request form, the detail page's action dialog).
 */
export class NotSentError extends Error {}
