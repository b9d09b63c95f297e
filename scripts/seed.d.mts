/** Types for seed.mjs, so TypeScript tests can import it. */
export declare const PROJECT_ID: 'demo-franchise-portal';
export declare const DEMO_PASSWORD: string;
export declare const APP_VERSION: string;

export interface DemoUser {
  uid: string;
  email: string;
  role: 'superAdmin' | 'fulfillment' | 'franchiseeOwner' | 'manager' | 'employee' | null;
  first: string;
  last: string;
}
export declare const DEMO_USERS: readonly DemoUser[];
export declare const DEMO_IDS: {
  territories: { north: string; gulf: string };
  locations: Record<
    'northTruck' | 'northCafe' | 'gulfTruck' | 'gulfGrill' | 'gulfOldTruck',
    string
  >;
};

export declare function seed(
  env?: Record<string, string | undefined>,
  options?: { quiet?: boolean },
): Promise<{ users: readonly DemoUser[]; counts: Record<string, number> }>;

export declare function printLogins(log?: (line: string) => void): void;
