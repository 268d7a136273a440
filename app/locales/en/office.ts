/** English texts of the office namespace (the source; es/office.ts must match its keys): what the parish office's actions tell parents by e-mail. */
export const office = {
  title: "Parish office",
  email: {
    greeting: "Dear {{name}},",
    footer: "Sent by the parish administration platform on behalf of {{church}}.",
    questions: "If you have any questions, please reply to the parish office.",
    portal: "Open the parent portal",
  },
  review: {
    accepted: {
      subject: "{{student}}'s registration is confirmed",
      body: "The parish office has accepted {{student}}'s registration in {{className}} for the {{year}} school year.",
    },
    moved: {
      subject: "{{student}}'s registration is confirmed in {{className}}",
      body: "The parish office has accepted {{student}}'s registration for the {{year}} school year, in {{className}} (the registration asked for {{previousClass}}).",
    },
    refused: {
      subject: "About {{student}}'s registration",
      body: "The parish office could not accept {{student}}'s online registration in {{className}} for the {{year}} school year, and it has been removed.",
      reason: "The office's message:",
    },
  },
} as const;
