import { useState } from 'react';

/**
 * Row selection that survives paging: a bulk action applies to every row the user ticked, not only
 * those on the current page. Ids are the identity; the newest copy of a visible row is handed out.
 */
export function useSelection<T>(pageRows: readonly T[], getRowId: (row: T) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());

  const pageIds = pageRows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const current = new Map(pageRows.map((row) => [getRowId(row), row]));
  const selectedRows = [...selected].map(([id, row]) => current.get(id) ?? row);

  const toggle = (row: T) => {
    const id = getRowId(row);
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, row);
      return next;
    });
  };

  const togglePage = () => {
    const selectAll = selectedOnPage < pageRows.length;
    setSelected((prev) => {
      const next = new Map(prev);
      for (const row of pageRows) {
        if (selectAll) next.set(getRowId(row), row);
        else next.delete(getRowId(row));
      }
      return next;
    });
  };

  return {
    selectedRows,
    isSelected: (id: string) => selected.has(id),
    toggle,
    togglePage,
    clear: () => setSelected(new Map()),
    allOnPageSelected: pageRows.length > 0 && selectedOnPage === pageRows.length,
    someOnPageSelected: selectedOnPage > 0,
  };
}
