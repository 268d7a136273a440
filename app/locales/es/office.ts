import type { office as en } from "../en/office";
import type { Messages } from "../types";

export const office = {
  title: "Oficina parroquial",
  email: {
    greeting: "Estimado/a {{name}}:",
    footer: "Enviado por la plataforma de administración parroquial en nombre de {{church}}.",
    questions: "Si tiene alguna pregunta, responda a la oficina parroquial.",
    portal: "Abrir el portal de padres",
  },
  review: {
    accepted: {
      subject: "La inscripción de {{student}} está confirmada",
      body: "La oficina parroquial ha aceptado la inscripción de {{student}} en {{className}} para el año escolar {{year}}.",
    },
    moved: {
      subject: "La inscripción de {{student}} está confirmada en {{className}}",
      body: "La oficina parroquial ha aceptado la inscripción de {{student}} para el año escolar {{year}} y lo/la ha asignado a {{className}} (la inscripción pedía {{previousClass}}).",
    },
    refused: {
      subject: "Sobre la inscripción de {{student}}",
      body: "La oficina parroquial no pudo aceptar la inscripción en línea de {{student}} en {{className}} para el año escolar {{year}}, y la ha retirado.",
      reason: "Mensaje de la oficina:",
    },
  },
} as const satisfies Messages<typeof en>;
