/** A notice the app shows a person: a title and the words under it (the spec's, word for word). */
export interface Notice {
  title: string;
  description: string;
}
