// The names of a person's writable and server-managed fields (SPEC.md 2.1, DESIGN.md §3).
// person.ts builds the schemas over the same names; this list stays free of the schema
// library so the store and the CLI's read paths load fast.
export const PERSON_WRITABLE_FIELDS = [
  'title', 'last', 'first', 'email', 'email2', 'category', 'regio', 'country', 'state', 'city', 'street', 'zip',
  'birth_place', 'birth_date', 'phone_land', 'phone_mobile', 'sex', 'move_ok', 'girl_name', 'mother_name',
  'family_state', 'nationality', 'nationality2', 'experience',
] as const;

export type PersonWritableField = (typeof PERSON_WRITABLE_FIELDS)[number];

export const PERSON_READ_ONLY_FIELDS = ['id', 'is_photo', 'photo_url', 'created', 'last_modified'] as const;
