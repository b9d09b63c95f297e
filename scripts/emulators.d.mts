/** Types for emulators.mjs, so TypeScript tests can import it. */
export declare const ROOT: string;
export declare const PROJECT_ID: 'demo-franchise-portal';
export declare const LOG_DIR: string;

export declare class EmulatorError extends Error {}

export interface RunningEmulators {
  /** FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FUNCTIONS_EMULATOR_HOST, GCLOUD_PROJECT (+ storage hosts when running). */
  env: Record<string, string>;
  storage: boolean;
  hosts: { auth: string; firestore: string; storage: string; functions: string };
  stop(): Promise<void>;
}

export declare function startEmulators(options?: {
  log?: (line: string) => void;
  handleSignals?: boolean;
  timeoutMs?: number;
}): Promise<RunningEmulators>;

/** VITE_* variables that point a dev server or build at the emulators named in env. */
export declare function viteEnv(env: Record<string, string | undefined>): Record<string, string>;

export declare function javaMajorVersion(): number;
export declare function findGcloudFirestore(): string | null;
export declare function isPortInUse(port: number, host?: string): Promise<boolean>;
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; isAlive?: () => boolean },
): Promise<number>;
export declare function runWithEmulators(
  cmd: string[],
  emulators: RunningEmulators,
  extraEnv?: Record<string, string>,
): Promise<number>;
export declare function fail(error: unknown, code?: number): never;
