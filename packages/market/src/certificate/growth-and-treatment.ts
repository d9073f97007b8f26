/** The report's own words about post-growth treatment, one short sentence. */
export function detectTreatment(text: string): string | undefined {
  const flat = text.replace(/\s+/g, " ");
  if (/As Grown|No indications? of post[\s-]*growth treatment/i.test(flat))
    return "As grown: no indication of post-growth treatment";
  if (/Indications? of post[\s-]*growth treatment/i.test(flat))
    return "Indications of post-growth treatment";
  if (/may include post[\s-]*growth treatment/i.test(flat))
    return "May include post-growth treatment";
  const sentence = /[^.]*\btreat(?:ment|ed)\b[^.]*\.?/i.exec(flat)?.[0]?.trim();
  return sentence ? sentence.slice(0, 160) : undefined;
}
