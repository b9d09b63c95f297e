import type { ComponentType, ReactNode } from 'react';
import type { CollectionReference, DocumentData, Firestore } from 'firebase/firestore';
import type { AnyObject, ObjectSchema } from 'yup';
import type { DataTableColumn, TableQueryDeclaration, WithId } from '@/components/DataTable';
import type { Area } from '@/features/auth';
import type { LookupData } from '../lookups';

/** How a form field is edited; the generic form renders one control per kind. */
type FieldKind = 'text' | 'select' | 'multiselect' | 'phone' | 'email' | 'switch';

interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef<V> {
  name: Extract<keyof V, string>;
  label: string;
  kind: FieldKind;
  /** Choices of a select or multiselect, from static values or the loaded lookups. */
  options?: (lookups: LookupData) => FieldOption[];
  /** Half width from the tablet breakpoint up; full width otherwise. */
  half?: boolean;
  autoComplete?: string;
  /** Shown under the field while it has no error. */
  helperText?: string;
}

/** One labelled value on the detail page. */
interface DetailRow<D> {
  label: string;
  value: (doc: WithId<D>, lookups: LookupData) => ReactNode;
}

/** What a mapping function gets besides the form values. */
interface MappingContext<D> {
  lookups: LookupData;
  /** The stored document when editing; undefined when creating. */
  existing?: WithId<D>;
}

/** The admin areas this kit serves, with their permission area. */
export type ResourceArea = Extract<
  Area,
  'territories' | 'franchiseLocations' | 'deliveryLocations' | 'llcs'
>;

/**
 * Everything that makes one admin resource different from another. The list, detail and form
 * pages are generic; a resource is just one of these objects.
 */
export interface ResourceConfig<D extends DocumentData, V extends AnyObject> {
  area: ResourceArea;
  /** The collection's name: the kit's query keys and its plain writes. */
  collection: string;
  /** The collection read through its converter (src/data): the list, detail and form reads. */
  records: (firestore: Firestore) => CollectionReference<D>;
  singular: string;
  plural: string;
  /** App paths of the four screens (`paths.tools` in src/lib/paths.ts). */
  paths: {
    list: string;
    new: string;
    detail: (id: string) => string;
    edit: (id: string) => string;
  };
  /** Which lookups (territories, users) the pages need loaded. */
  lookups: readonly (keyof LookupData)[];
  fields: readonly FieldDef<V>[];
  schema: ObjectSchema<V>;
  emptyValues: V;
  toValues: (doc: WithId<D>) => V;
  /** The stored fields for the values (without timestamps); pure. */
  toDocument: (values: V, context: MappingContext<D>) => DocumentData;
  columns: (lookups: LookupData) => DataTableColumn<WithId<D>>[];
  /** What the list may ask Firestore for, its initial sort included (tools/tableQueries.ts). */
  listShapes: TableQueryDeclaration;
  detailRows: readonly DetailRow<D>[];
  /** Extra content under the detail card (e.g. a territory's locations). */
  DetailExtra?: ComponentType<{ id: string; lookups: LookupData }>;
  /** Said in the delete confirmation when deleting does more than remove the record. */
  deleteConsequence?: string;
  /**
   * Replaces the plain create/update when saving has side effects (kept in the same batch);
   * returns the record id.
   */
  save?: (input: { data: DocumentData; existing?: WithId<D> }) => Promise<string>;
  /** Replaces the plain delete when removing a record has side effects. */
  deleteMany?: (ids: string[]) => Promise<void>;
  /** A short title for a stored record (detail heading, confirm dialog). */
  titleOf: (doc: WithId<D>) => string;
}
