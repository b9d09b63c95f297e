/**
 * The IANA time zone every time is shown in (@/lib/format): the signed-in user's choice (Account >
 * Timezone, set by the session), the device's own until then. One zone for the whole app, so a
 * time reads the same on every screen and on the printed slip.
 */
let shownIn: string | undefined;

/** Shows every later time in `timeZone` (an IANA name), or in the device's zone when undefined. */
export function setDisplayTimeZone(timeZone: string | undefined): void {
  shownIn = timeZone;
}

export const displayTimeZone = (): string | undefined => shownIn;
