// Paths, limits and messages of the Website area (spec 000: Website area and the Website calls),
// shared by client and server. The spec shows no layout or message for events, sponsors or the
// homepage: these follow the Funerals and Baptisms areas'.

export const WEBSITE = "/website";
export const WEBSITE_HOMEPAGE = "/website/homepage";
export const WEBSITE_SPONSORS = "/website/sponsors";
export const WEBSITE_EVENTS = "/website/events";

/** The parish's public homepage, hosted by us, and the files its embed snippets load. */
export const publicHomepagePath = (churchId: string) => `/${churchId}/website`;
export const eventsScriptPath = (churchId: string) => `/${churchId}/website/events.js`;
export const announcementScriptPath = (churchId: string) => `/${churchId}/website/welcome-announcement.js`;
export const publicImagePath = (churchId: string, fileId: string) => `/${churchId}/website/images/${fileId}`;

/** The spec's downloads (GET /events/downloadEventScript and /downloadWelcomeAnnouncementScript). */
export const EVENT_SCRIPT_FILE = "EventScript.txt";
export const WELCOME_SCRIPT_FILE = "WelcomeAnnouncementScript.txt";

/** Past events per page of the list. */
export const PAST_EVENTS_PAGE_SIZE = 25;
/** Upcoming public events on the homepage and in the embedded list. */
export const PUBLIC_EVENTS_LIMIT = 20;
/** How long a browser or a proxy may keep the public homepage and the embed files. */
export const PUBLIC_CACHE_SECONDS = 300;

export const IMAGE_MAX_MB = 5;
export const IMAGE_MESSAGES = {
  type: "Unsupported file format! Only PNG, JPEG or WebP images are accepted.",
  size: `File is too large! Up to ${IMAGE_MAX_MB}MB is accepted.`,
  invalid: "Selected file is not valid!",
};

export const WEBSITE_MESSAGES = {
  eventAdded: "Event added successfully.",
  eventUpdated: "Event updated successfully.",
  eventDeleted: "Event deleted successfully",
  eventIdRequired: "Event ID is required!",
  endBeforeStart: "The end cannot be before the start.",
  endTimeWithoutDate: "Enter the end date too, or leave the end time empty.",
  invalidDate: "Enter a real date.",
  invalidTime: "Enter a time such as 10:30 AM.",
  dateOutOfRange: "The date must be between 2000 and ten years from today.",
  deleteEventConfirm: (title: string) => `The event "${title}" will be deleted permanently. This action cannot be undone.`,
  sponsorAdded: "Sponsor added successfully.",
  sponsorUpdated: "Sponsor updated successfully.",
  sponsorDeleted: "Sponsor deleted successfully",
  sponsorIdRequired: "Sponsor ID is required!",
  invalidLink: "Enter a web address such as https://example.com.",
  deleteSponsorConfirm: (name: string) => `The sponsor ${name} will be deleted permanently. This action cannot be undone.`,
  homepageSaved: "Homepage updated successfully.",
  householdUpdated: "Household updated successfully.",
  memberUpdated: "Member updated successfully.",
  formSettingsSaved: "Form settings saved successfully.",
} as const;
