// Array and object columns are stored as JSON text; these keep the (de)serialisation in one place.
export function toJsonColumn(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function fromJsonArray(text: string | null | undefined): number[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as number[]) : [];
}

export function fromJsonStringArray(text: string | null | undefined): string[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as string[]) : [];
}

export function fromJsonObject<T extends object>(text: string | null | undefined): T {
  if (!text) return {} as T;
  const parsed: unknown = JSON.parse(text);
  return (parsed !== null && typeof parsed === 'object' ? parsed : {}) as T;
}
