import { resourceRoutes, routeKeys } from './routes';

describe('resource routes', () => {
  it('give the route table keys of a tool (list, detail, edit, new)', () => {
    expect(routeKeys('franchise-locations', 'franchise-location')).toEqual({
      list: 'tools/franchise-locations',
      detail: 'tools/franchise-locations/:id',
      edit: 'tools/franchise-locations/:id/edit',
      create: 'tools/new-franchise-location',
    });
  });

  it('build app paths', () => {
    expect(resourceRoutes.territories.detail('t 1')).toBe('/app/tools/territories/t%201');
    expect(resourceRoutes.llcs.create).toBe('/app/tools/new-llc');
    expect(resourceRoutes.franchiseLocations.edit('x')).toBe(
      '/app/tools/franchise-locations/x/edit',
    );
  });
});
