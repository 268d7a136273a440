// The embed snippets (spec: EventScript.txt and WelcomeAnnouncementScript.txt): a parish pastes one
// into the website it already has, and the script it loads from our public address draws the live
// events list or welcome announcement there. The data travels as JSON inside the script and is
// put on the page with textContent only, so no title or text can become markup or code.
import { eventWhen } from "./event-time";
import { announcementScriptPath, eventsScriptPath } from "./options";

/** JSON that is safe inside a script: no "</script>", no HTML comment openers, no line separators JavaScript rejects. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const attributeSafe = (text: string) => text.replace(/[^\p{L}\p{N} .,'()-]/gu, "");

type PublicEvent = { title: string; startsAt: Date; endsAt: Date | null; place: string | null; description: string | null; image: string | null };

/** The snippet of EventScript.txt: a placeholder and the script that fills it. */
export function eventSnippet(origin: string, church: { id: string; name: string }) {
  return [
    `<!-- Upcoming events of ${attributeSafe(church.name)}, kept up to date from Parish Administration. -->`,
    `<!-- Paste these two lines where the events should appear on your website. -->`,
    `<div data-parish-events="${church.id}"></div>`,
    `<script src="${origin}${eventsScriptPath(church.id)}" defer></script>`,
    "",
  ].join("\n");
}

/** The snippet of WelcomeAnnouncementScript.txt. */
export function announcementSnippet(origin: string, church: { id: string; name: string }) {
  return [
    `<!-- The welcome announcement of ${attributeSafe(church.name)}, kept up to date from Parish Administration. -->`,
    `<!-- Paste these two lines where the announcement should appear on your website. -->`,
    `<div data-parish-welcome="${church.id}"></div>`,
    `<script src="${origin}${announcementScriptPath(church.id)}" defer></script>`,
    "",
  ].join("\n");
}

// The browser side, shared by both scripts: find the placeholder (or put one before the script) and fill it.
const PLACE = `function place(attr, id) {
    var el = document.querySelector("[" + attr + "=\\"" + id + "\\"]");
    if (!el) { el = document.createElement("div"); el.setAttribute(attr, id); var s = document.currentScript; if (s && s.parentNode) s.parentNode.insertBefore(el, s); else document.body.appendChild(el); }
    while (el.firstChild) el.removeChild(el.firstChild);
    return el;
  }
  function add(parent, tag, text, className) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (className) node.className = className;
    parent.appendChild(node);
    return node;
  }`;

/** events.js: the church's upcoming public events as a list. */
export function eventsScript(origin: string, churchId: string, events: PublicEvent[]) {
  const data = events.map((e) => ({
    title: e.title,
    when: eventWhen(e.startsAt, e.endsAt),
    place: e.place ?? "",
    description: e.description ?? "",
    image: e.image ? `${origin}${e.image}` : "",
  }));
  return `(function () {
  ${PLACE}
  var events = ${scriptJson(data)};
  var root = place("data-parish-events", ${scriptJson(churchId)});
  if (!events.length) { add(root, "p", "No upcoming events.", "parish-events-empty"); return; }
  var list = add(root, "ul", "", "parish-events");
  for (var i = 0; i < events.length; i++) {
    var e = events[i];
    var item = add(list, "li", "", "parish-event");
    if (e.image) { var img = add(item, "img", "", "parish-event-image"); img.src = e.image; img.alt = ""; img.loading = "lazy"; }
    add(item, "h3", e.title, "parish-event-title");
    add(item, "p", e.when, "parish-event-when");
    if (e.place) add(item, "p", e.place, "parish-event-place");
    if (e.description) { var d = add(item, "p", e.description, "parish-event-description"); d.style.whiteSpace = "pre-line"; }
  }
})();
`;
}

/** welcome-announcement.js: the church's welcome announcement, one paragraph per block of text. */
export function announcementScript(churchId: string, announcement: string) {
  return `(function () {
  ${PLACE}
  var text = ${scriptJson(announcement)};
  var root = place("data-parish-welcome", ${scriptJson(churchId)});
  var blocks = text.split(/\\n\\s*\\n/);
  for (var i = 0; i < blocks.length; i++) if (blocks[i].trim()) { var p = add(root, "p", blocks[i].trim(), "parish-welcome"); p.style.whiteSpace = "pre-line"; }
})();
`;
}
