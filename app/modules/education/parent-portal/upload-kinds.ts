// The documents a parent may upload through the portal (shared by the pages and the server).

/** The document kinds a parent may upload, in the URL as their spec field names. */
export const PARENT_UPLOAD_KINDS = { "birth-certificate": "BIRTH_CERTIFICATE", "baptismal-certificate": "BAPTISMAL_CERTIFICATE" } as const;
export type ParentUploadSlug = keyof typeof PARENT_UPLOAD_KINDS;
export type ParentUploadKind = (typeof PARENT_UPLOAD_KINDS)[ParentUploadSlug];
export const uploadSlugOf = (kind: ParentUploadKind) => (kind === "BIRTH_CERTIFICATE" ? "birth-certificate" : "baptismal-certificate");
export const isUploadSlug = (value: string | undefined): value is ParentUploadSlug => value === "birth-certificate" || value === "baptismal-certificate";

/** The file field of the upload form. */
export const UPLOAD_FIELD = "file";
