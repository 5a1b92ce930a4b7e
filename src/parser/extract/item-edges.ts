// Where an item of a page's text stands across the page: its right edge and its middle. Shared by the layout's steps.

/** Anything placed on a line: a positioned run, a cell. */
interface Span { x: number; width: number }

export const right = (i: Span): number => i.x + i.width;
export const center = (i: Span): number => i.x + i.width / 2;
