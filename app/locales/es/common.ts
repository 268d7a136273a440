import type { common as en } from "../en/common";
import type { Messages } from "../types";

export const common = {
  language: {
    label: "Idioma",
  },
  layout: {
    skipToContent: "Saltar al contenido",
    poweredBy: "Plataforma de administración parroquial",
    signOut: "Cerrar sesión",
    signIn: "Iniciar sesión",
  },
  actions: {
    back: "Atrás",
    next: "Siguiente",
    save: "Guardar",
    saving: "Guardando...",
    cancel: "Cancelar",
    close: "Cerrar",
    continue: "Continuar",
  },
  cookies: {
    message: "Este sitio usa cookies para mejorar su experiencia. Si sigue navegando, acepta nuestro uso de cookies.",
    accept: "Aceptar",
    region: "Consentimiento de cookies",
  },
  errors: {
    title: "Algo salió mal.",
    tryAgain: "Por favor, inténtelo de nuevo.",
    notFound: "¡No encontrado! La página solicitada no existe.",
    tooMany: "Demasiadas solicitudes. Por favor, inténtelo más tarde.",
    required: "Este campo es obligatorio",
    tooLong: "Como máximo {{max}} caracteres",
    email: "Escriba un correo electrónico válido",
  },
} as const satisfies Messages<typeof en>;
