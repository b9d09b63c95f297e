/**
 * The chain of the scale seed (issue 29): territories, their people, franchise locations and
 * the delivery point of each, as plain data. Pure and deterministic: the same scale gives the
 * same chain, so the documents built from it (scale-seed.mjs) keep their ids from run to run.
 *
 * At scale 1: 10 territories of 12 locations (7 restaurants, 5 trucks), every location with its
 * own delivery point; an owner and a manager per territory. A smaller scale keeps 12 locations a
 * territory (at least one territory) and fewer territories; a scale under 0.1 shrinks the one
 * territory down to 2 locations (a restaurant and a truck).
 */

/** Seeded PRNG (LCG), as the demo seed's: every run makes the same chain. */
export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const TERRITORIES = [
  ['Chesapeake', 'MD', 'Annapolis', '410'],
  ['Outer Banks', 'NC', 'Nags Head', '252'],
  ['Lowcountry', 'SC', 'Charleston', '843'],
  ['Suncoast', 'FL', 'Tampa', '813'],
  ['Keys', 'FL', 'Key West', '305'],
  ['Bayou', 'LA', 'Houma', '985'],
  ['Galveston Bay', 'TX', 'Galveston', '409'],
  ['Puget Sound', 'WA', 'Tacoma', '253'],
  ['Cape Cod', 'MA', 'Hyannis', '508'],
  ['Great Lakes', 'MI', 'Traverse City', '231'],
];
const STREETS = ['Harbor', 'Wharf', 'Marina', 'Dock', 'Lighthouse', 'Bay', 'Pier', 'Shore'];
const FIRST = ['Ava', 'Ben', 'Cora', 'Dev', 'Elle', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jon'];
const LAST = ['Reed', 'Marsh', 'Cole', 'Banks', 'Hale', 'Moss', 'Lake', 'Wade', 'Pike', 'Ford'];
const PER_TERRITORY = 12;
const RESTAURANTS_PER_TERRITORY = 7;

/** `chain-<slug>`: no scale id can meet a demo id (`territory-*`, `location-*`, `delivery-*`). */
const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * @param {number} scale 1 = the full chain
 * @returns {{
 *   territories: { id: string, name: string, state: string, city: string, area: string, llcId: string,
 *     owner: ChainUser, manager: ChainUser }[],
 *   locations: { id: string, index: number, name: string, type: 'restaurant' | 'truck',
 *     territoryId: string, territoryName: string, deliveryLocationId: string, deliveryName: string,
 *     size: number, openedDaysAgo: number, inspectionFrequencyDays: number }[],
 * }}
 * @typedef {{ uid: string, email: string, first: string, last: string, role: string, mobile: string }} ChainUser
 */
export function buildChain(scale) {
  const random = prng(2929);
  const territoryCount = Math.min(TERRITORIES.length, Math.max(1, Math.round(10 * scale)));
  const perTerritory =
    scale >= 0.1 ? PER_TERRITORY : Math.max(2, Math.round(PER_TERRITORY * Math.max(scale, 0) * 10));
  const restaurants = Math.max(1, Math.round((perTerritory * RESTAURANTS_PER_TERRITORY) / 12));
  const territories = [];
  const locations = [];
  TERRITORIES.slice(0, territoryCount).forEach(([name, state, city, area], t) => {
    const id = `chain-territory-${slug(name)}`;
    const person = (role, k) => ({
      uid: `chain-${role}-${slug(name)}`,
      email: `${role}.${slug(name)}@chain.demo.test`,
      first: FIRST[(t + k) % FIRST.length],
      last: LAST[(t * 3 + k) % LAST.length],
      role: role === 'owner' ? 'franchiseeOwner' : 'manager',
      mobile: `${area}555${String(1000 + t * 10 + k).slice(-4)}`,
    });
    territories.push({
      id,
      name,
      state,
      city,
      area,
      llcId: `chain-llc-${slug(name)}`,
      owner: person('owner', 0),
      manager: person('manager', 1),
    });
    let restaurantNo = 0;
    let truckNo = 0;
    for (let k = 0; k < perTerritory; k++) {
      const type = k < restaurants ? 'restaurant' : 'truck';
      const number = type === 'restaurant' ? ++restaurantNo : ++truckNo;
      const locationName =
        type === 'restaurant'
          ? `${name} ${STREETS[(t + k) % STREETS.length]} Street Grill`
          : `${name} Truck ${number}`;
      const locationId = `chain-location-${slug(name)}-${type}-${number}`;
      // One in six locations opened inside the two years (no history before that day).
      const late = random() < 1 / 6;
      locations.push({
        id: locationId,
        index: locations.length,
        name: locationName,
        type,
        territoryId: id,
        territoryName: name,
        deliveryLocationId: `chain-delivery-${slug(name)}-${type}-${number}`,
        deliveryName: `${locationName} ${type === 'restaurant' ? 'Back Door' : 'Commissary'}`,
        // How busy the location is against the average of its type.
        size: 0.7 + random() * 0.7,
        openedDaysAgo: late ? 200 + Math.floor(random() * 450) : Infinity,
        inspectionFrequencyDays: [14, 30, 30, 30, 60][Math.floor(random() * 5)],
      });
    }
  });
  return { territories, locations };
}
