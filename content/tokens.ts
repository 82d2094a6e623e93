import { projectSlug, site } from "./site";

/**
 * Markdown content names the project through tokens such as {{projectName}}, so the
 * site config stays the only place where names and numbers are written.
 */
const tokens: Record<string, string> = {
  projectName: site.projectName,
  projectSlug,
  builderName: site.builderName,
  phone: site.phones[0].display,
  email: site.email,
  address: `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
};

export function fillTokens(text: string, file: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`${file}: unknown token {{${name}}}; known: ${Object.keys(tokens).join(", ")}`);
    return value;
  });
}
