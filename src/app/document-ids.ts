/** The id of the prerendered document's assets block (read by the boot script and the client entry). */
export const ASSETS_ELEMENT_ID = 'document-assets';
