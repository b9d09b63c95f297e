/** Types for build-functions.mjs, so TypeScript tests can import it. */
export declare const FUNCTIONS_BUNDLE: string;
export declare class FunctionsBuildError extends Error {}
export declare function buildFunctions(options?: { entry?: string; file?: string }): Promise<{
  file: string;
  exports: string[];
  bytes: number;
  modules: number;
  seconds: number;
}>;
