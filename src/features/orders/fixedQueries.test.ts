import { enumerateQueryShapes } from '@/data/query/declaredQuery';
import { ORDER_BELL_KINDS, ORDER_BELLS } from './bells/model/bells';
import { orderBellCounts, orderBellPages } from './fixedQueries';

/*
 * The bells' queries are built from their declarations, which name the status flag themselves
 * (fixedQueries.ts cannot import the bell model without the auth feature): each must filter by
 * the flag its bell is configured with.
 */
describe('order bell declarations', () => {
  it.each(ORDER_BELL_KINDS)('the %s bell queries its own flag in every variant', (kind) => {
    for (const declaration of [orderBellPages[kind], orderBellCounts[kind]]) {
      const shapes = enumerateQueryShapes(declaration);
      expect(shapes.length).toBeGreaterThan(0);
      for (const shape of shapes) expect(shape.equals).toContain(ORDER_BELLS[kind].flag);
    }
  });
});
