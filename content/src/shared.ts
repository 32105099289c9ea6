/** Shapes several kinds of content share. */

/** A headed run of paragraphs: a section of a blog article (and of a legal page in the web app). */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A call-to-action link shown as a button: where `to` leads inside the site. */
export interface LinkAction {
  label: string;
  to: string;
}
