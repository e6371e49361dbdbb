/**
 * What a before-and-after comparison's slider says of a position, "60% after": the value the page is
 * rendered with (components/before-after.tsx) and the one the island sets as it moves
 * (islands/project-photos.ts), written once. `after`: the content's word for After.
 */
export const comparisonText = (percent: number, after: string) => `${percent}% ${after.toLowerCase()}`;
