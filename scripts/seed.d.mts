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

// Compliance catalogue (catalogue helper): the seeded sections and questions without timestamps.
export interface SeedComplianceSection {
  id: string;
  name: string;
  nameLower: string;
  orderInRestaurant: number;
  orderInTruck: number;
  updatedAtTimestamp: number;
}
export interface SeedComplianceQuestion {
  id: string;
  type: 'restaurant' | 'truck';
  sectionId: string;
  weight: number | 'dnq';
  question: string;
  order: number;
}
export declare const complianceCatalogue: {
  sections: readonly SeedComplianceSection[];
  questions: readonly SeedComplianceQuestion[];
};
