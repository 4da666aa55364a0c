// Facts shown on several public pages.
export const contactEmail = "support@quarry.app";
export const demoUrl = `mailto:${contactEmail}?subject=Quarry%20demo`;
export const documentationUrl = "/docs";
export const jfkRepository = "https://github.com/quarry-app/jfk-files-markdown";
export const feedbackUrl = `mailto:${contactEmail}?subject=Quarry%20feedback`;
