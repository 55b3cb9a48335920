import type { ErrorCode } from "./errors";
import type { Label } from "./labels";

const l = (es: string, en: string): Label => ({ es, en });

/** What the user reads for each code (spec §8 for es; en is ours). */
export const errorMessages: Record<ErrorCode, Label> = {
  E00GAF: l(
    "No pudimos verificar tu cuenta de Google. Inténtalo más tarde.",
    "We could not verify your Google account. Please try again later.",
  ),
  E000IT: l(
    "No hay ningún usuario registrado con este enlace. Revisa que lo copiaste bien o escribe a la comunidad de soporte.",
    "No registered user matches this link. Check it was copied correctly, or contact community support.",
  ),
  E000ET: l(
    "No te registraste con este método. Prueba a iniciar sesión con tu contraseña.",
    "You did not register with this method. Try signing in with your password.",
  ),
  E00IUC: l("El correo o la contraseña son incorrectos.", "The email or password is incorrect."),
  E0ARWG: l(
    "Te registraste con Google. Inicia sesión con Google.",
    "You registered with Google. Please sign in with Google.",
  ),
  E0ARWP: l(
    "Te registraste con contraseña. Inicia sesión con tu correo y contraseña.",
    "You registered with a password. Please sign in with your email and password.",
  ),
  E00ARP: l("Ya estás registrado. Inicia sesión.", "You are already registered. Please sign in."),
  E00UAR: l("Ya estás registrado. Inicia sesión.", "You are already registered. Please sign in."),
  E0005: l(
    "El enlace para restablecer la contraseña no existe. Solicítalo de nuevo.",
    "This password reset link does not exist. Please request a new one.",
  ),
  E0006: l(
    "El enlace para restablecer la contraseña ya no es válido. Solicítalo de nuevo.",
    "This password reset link is no longer valid. Please request a new one.",
  ),
  E0009: l(
    "Tu cuenta es de persona desarrolladora. Usa el acceso para personas desarrolladoras.",
    "You are registered as a developer. Please use the developer sign-in page.",
  ),
  E0010: l(
    "Te registraste como empresa. Usa el acceso para empresas.",
    "You are registered as a company. Please use the company sign-in page.",
  ),
  E0012: l("Ya estás registrado como empresa.", "You are already registered as a company."),
  E0014: l(
    "El correo no coincide con el de la invitación.",
    "The email does not match the invitation.",
  ),
  E0015: l("Este correo ya está en uso.", "This email is already in use."),
  VALIDATION: l("Revisa los datos del formulario.", "Please check the form data."),
  AUTH_REQUIRED: l("Inicia sesión para continuar.", "Please sign in to continue."),
  FORBIDDEN: l("No tienes permiso para hacer esto.", "You are not allowed to do this."),
  NOT_FOUND: l("No encontramos lo que buscas.", "We could not find what you are looking for."),
  CONFLICT: l(
    "Esta acción choca con el estado actual. Recarga e inténtalo de nuevo.",
    "This action conflicts with the current state. Reload and try again.",
  ),
  RATE_LIMITED: l(
    "Demasiados intentos. Espera unos minutos e inténtalo de nuevo.",
    "Too many attempts. Wait a few minutes and try again.",
  ),
  PAYLOAD_TOO_LARGE: l(
    "El archivo o los datos enviados son demasiado grandes.",
    "The file or data you sent is too large.",
  ),
  UNSUPPORTED_MEDIA_TYPE: l("Formato de envío no admitido.", "Unsupported request format."),
  BAD_REQUEST: l("La solicitud no es válida.", "The request is not valid."),
  SERVICE_UNAVAILABLE: l(
    "El servicio no está disponible en este momento. Inténtalo en unos minutos.",
    "The service is unavailable right now. Please try again in a few minutes.",
  ),
  ONBOARDING_INCOMPLETE: l(
    "Aún te faltan pasos del registro. Complétalos para continuar.",
    "Some onboarding steps are still missing. Complete them to continue.",
  ),
  UNSUPPORTED_FILE: l(
    "No podemos usar este archivo. Revisa el formato y el tamaño.",
    "We cannot use this file. Check its format and size.",
  ),
  INVALID_TRANSITION: l(
    "La oferta no puede pasar a ese estado desde el actual.",
    "The offer cannot move to that status from its current one.",
  ),
  OFFER_NOT_EDITABLE: l(
    "Las ofertas cerradas o cubiertas ya no se pueden editar.",
    "Closed or filled offers can no longer be edited.",
  ),
  OFFER_NOT_OPEN: l(
    "Esta oferta no está abierta en este momento.",
    "This offer is not open right now.",
  ),
  ALREADY_APPLIED: l("Ya te postulaste a esta oferta.", "You have already applied to this offer."),
  INVITATION_ANSWERED: l(
    "Ya respondiste a esta invitación.",
    "You have already answered this invitation.",
  ),
  ASSESSMENT_COOLDOWN: l(
    "Ya hiciste esta evaluación hace poco. Podrás repetirla más adelante.",
    "You took this assessment recently. You can retake it later.",
  ),
  ATTEMPT_CLOSED: l(
    "Este intento ya terminó: se entregó o se acabó el tiempo.",
    "This attempt is over: it was submitted or its time ran out.",
  ),
  SANDBOX_BUSY: l(
    "Estamos ejecutando muchos códigos ahora mismo. Inténtalo de nuevo en unos segundos.",
    "We are running a lot of code right now. Try again in a few seconds.",
  ),
  OFFER_CLOSED: l(
    "Esta oferta está cerrada o cubierta: su pipeline ya no admite cambios.",
    "This offer is closed or filled: its pipeline no longer accepts changes.",
  ),
  CANDIDATE_EXISTS: l(
    "Esta persona ya está en el pipeline de la oferta.",
    "This developer is already in the offer's pipeline.",
  ),
  CANDIDATE_INVALID_TRANSITION: l(
    "El candidato no puede pasar a ese estado desde el actual.",
    "The candidate cannot move to that status from its current one.",
  ),
  NOTE_REQUIRED: l(
    "Escribe una nota que explique el motivo.",
    "Write a note explaining the reason.",
  ),
  OVERRIDE_REQUIRED: l(
    "Un filtro obligatorio excluye a esta persona: indica un motivo de excepción.",
    "A hard filter excludes this developer: give an override reason.",
  ),
  STAGES_NOT_APPROVED: l(
    "Para presentarlo al cliente, las entrevistas soft y técnica deben estar aprobadas (o indica un motivo de excepción).",
    "To present the candidate, the soft and technical interviews must be approved (or give an override reason).",
  ),
  MATCHING_INTERVIEW_EXISTS: l(
    "Este candidato ya tiene una entrevista de matching abierta.",
    "This candidate already has an open matching interview.",
  ),
  MATCHING_INTERVIEW_CLOSED: l(
    "Esta entrevista de matching ya terminó y no se puede cambiar.",
    "This matching interview has ended and can no longer be changed.",
  ),
  INTERVIEW_NOT_STARTED: l(
    "La entrevista está programada para más adelante: no se puede dar por terminada antes de que ocurra. Si ya se hizo, cambia la fecha y hora a cuando tuvo lugar.",
    "The interview is scheduled for later: it cannot be marked finished before it happens. If it already took place, change the date and time to when it did.",
  ),
  // Disabled accounts and unexpected server errors
  ACCOUNT_DISABLED: l(
    "Esta cuenta fue desactivada. Contacta a un administrador de Encaja.",
    "This account has been disabled. Contact an Encaja administrator.",
  ),
  E0SERV: l("Error del servidor. Inténtalo más tarde.", "Server error. Please try again later."),
  EMAIL_NOT_VERIFIED: l(
    "Confirma tu correo antes de continuar: abre el enlace que te enviamos o pide uno nuevo.",
    "Confirm your email before continuing: open the link we sent you or ask for a new one.",
  ),
  CANDIDATE_EMAIL_NOT_VERIFIED: l(
    "Esta persona aún no ha confirmado su correo: no se puede añadir ni presentar todavía.",
    "This developer has not confirmed their email yet: they cannot be added or presented yet.",
  ),
  VERIFICATION_LINK_INVALID: l(
    "Este enlace de verificación no existe. Revisa que lo copiaste bien.",
    "This verification link does not exist. Check it was copied correctly.",
  ),
  VERIFICATION_LINK_EXPIRED: l(
    "Este enlace de verificación ha caducado o ya se usó. Pide uno nuevo.",
    "This verification link has expired or was already used. Ask for a new one.",
  ),
  // Upload and history limits (ADR 0017).
  PDF_TOO_COMPLEX: l(
    "Este PDF es demasiado complejo para leerlo. Vuelve a exportarlo desde LinkedIn (Más → Guardar como PDF).",
    "This PDF is too complex to read. Export it again from LinkedIn (More → Save to PDF).",
  ),
  PDF_IMPORT_BUSY: l(
    "Estamos leyendo muchos PDF en este momento. Inténtalo de nuevo en un minuto.",
    "We are reading many PDFs right now. Try again in a minute.",
  ),
  EXPERIENCE_LIMIT_REACHED: l(
    "Llegaste al máximo de 50 experiencias. Elimina alguna para añadir otra.",
    "You have reached the maximum of 50 experiences. Delete one to add another.",
  ),
  EDUCATION_LIMIT_REACHED: l(
    "Llegaste al máximo de 50 estudios. Elimina alguno para añadir otro.",
    "You have reached the maximum of 50 education entries. Delete one to add another.",
  ),
  // Password change and LinkedIn PDF import
  WRONG_CURRENT_PASSWORD: l(
    "Tu contraseña actual no es correcta.",
    "Your current password is not correct.",
  ),
  NOT_LINKEDIN_PDF: l(
    "Este PDF no parece una exportación de un perfil de LinkedIn. En LinkedIn, abre tu perfil y usa Más → Guardar en PDF; luego sube ese archivo.",
    "This PDF does not look like a LinkedIn profile export. On LinkedIn, open your profile and use More → Save to PDF, then upload that file.",
  ),
  // Interviews
  INTERVIEW_IN_PAST: l(
    "No se puede programar una entrevista en el pasado.",
    "An interview cannot be scheduled in the past.",
  ),
  INTERVIEWER_BUSY: l(
    "La persona entrevistadora ya tiene otra entrevista a esa hora.",
    "The interviewer already has another interview at that time.",
  ),
  SLOT_TAKEN: l(
    "Alguien acaba de reservar ese horario. Elige otro.",
    "Someone has just booked that time slot. Please choose another one.",
  ),
  SLOT_UNAVAILABLE: l(
    "Ese horario ya no está disponible. Elige uno de la lista.",
    "That time slot is not available. Please choose one from the list.",
  ),
  INTERVIEW_CLOSED: l(
    "Esta entrevista ya se completó o se canceló y no se puede cambiar.",
    "This interview has been completed or cancelled and can no longer be changed.",
  ),
  INTERVIEW_NOT_ASSIGNED: l(
    "Solo la persona asignada a esta entrevista puede editar su evaluación.",
    "Only the interviewer assigned to this interview can edit its scorecard.",
  ),
  INTERVIEW_CHANGE_DEADLINE: l(
    "Ya no puedes cancelar ni cambiar esta entrevista: falta muy poco para que empiece.",
    "You can no longer cancel or reschedule this interview: it starts too soon.",
  ),
  DEEP_PROFILE_MISSING: l(
    "Esta persona aún no tiene un perfil en profundidad. Escríbelo primero.",
    "This developer has no deep profile yet. Write it first.",
  ),
  DEEP_PROFILE_LINK_EXPIRED: l(
    "Este enlace al perfil ha caducado. Pide uno nuevo a quien te lo envió.",
    "This profile link has expired. Ask whoever sent it for a new one.",
  ),
  DEEP_PROFILE_LINK_REVOKED: l(
    "Este enlace al perfil se ha revocado y ya no se puede abrir.",
    "This profile link has been revoked and can no longer be opened.",
  ),
  CANDIDATE_NOT_PRESENTED: l(
    "Esta candidatura no está presentada a la empresa, así que no admite una decisión.",
    "This candidate has not been presented to the company, so there is nothing to decide.",
  ),
  CANDIDATE_ALREADY_DECIDED: l(
    "Ya se tomó una decisión sobre esta candidatura.",
    "A decision has already been made on this candidate.",
  ),
  HIRE_DRAFT_CLAIMED: l(
    "Esta solicitud ya está asociada a una cuenta de empresa. Inicia sesión con esa cuenta para seguirla.",
    "This request is already attached to a company account. Sign in with that account to follow it.",
  ),
  HIRE_DRAFT_INCOMPLETE: l(
    "A la solicitud le faltan detalles. Complétalos antes de crear la cuenta.",
    "The request is missing details. Complete them before creating the account.",
  ),
  PLAN_LIMIT_REACHED: l(
    "Has llegado al límite de tu plan. Pasa al plan Enterprise para seguir.",
    "You have reached your plan's limit. Upgrade to Enterprise to go on.",
  ),
  BUDGET_NOT_EDITABLE: l(
    "Este presupuesto ya no se puede cambiar.",
    "This budget can no longer be changed.",
  ),
  BUDGET_NOT_SENT: l(
    "Este presupuesto todavía no se ha enviado.",
    "This budget has not been sent yet.",
  ),
  BUDGET_EXPIRED: l(
    "Este presupuesto ha caducado. Pide una versión nueva a tu equipo de Encaja.",
    "This budget has expired. Ask your Encaja team for a new version.",
  ),
  BUDGET_VERSION_SUPERSEDED: l(
    "Hay una versión más reciente de este presupuesto. Revísala antes de responder.",
    "There is a newer version of this budget. Review it before answering.",
  ),
  BUDGET_ALREADY_ANSWERED: l(
    "Ya se respondió a esta versión del presupuesto.",
    "This budget version has already been answered.",
  ),
  BUDGET_ABOVE_ASSOCIATE_LIMIT: l(
    "Este presupuesto supera el importe que tu empresa permite aceptar a las personas asociadas. Pide a la persona titular de la cuenta que lo acepte.",
    "This budget is above the amount your company lets associates accept. Ask the account owner to accept it.",
  ),
  CHAT_ATTACHMENT_UNAVAILABLE: l(
    "Ese archivo ya se envió o no pertenece a esta conversación. Vuelve a adjuntarlo.",
    "That file was already sent or does not belong to this conversation. Attach it again.",
  ),
  UNSUBSCRIBE_LINK_INVALID: l(
    "Este enlace para darte de baja no es válido. Cambia tus avisos desde la configuración de tu cuenta.",
    "This unsubscribe link is not valid. Change your notifications from your account settings.",
  ),
  RECORD_CHANGED: l(
    "Alguien cambió este registro mientras lo editabas. Recarga para ver su estado actual y vuelve a intentarlo.",
    "Someone changed this record while you were editing it. Reload to see its current state and try again.",
  ),
  API_KEY_READ_ONLY: l(
    "Esta clave de API es de solo lectura: puede consultar datos, pero no cambiarlos.",
    "This API key is read-only: it can read data but not change it.",
  ),
  API_KEY_NOT_ALLOWED: l(
    "Las claves de API no pueden gestionar claves, la cuenta, la contraseña ni las sesiones. Inicia sesión para hacerlo.",
    "API keys cannot manage keys, the account, the password or sessions. Sign in to do that.",
  ),
  WEBHOOK_URL_NOT_ALLOWED: l(
    "Esa URL no puede recibir webhooks: usa una dirección https pública en el puerto 443 (no se admiten direcciones privadas, locales ni redirecciones hacia ellas).",
    "That URL cannot receive webhooks: use a public https address on port 443 (private and local addresses, and redirects to them, are not accepted).",
  ),
  LAST_SUPER_ADMIN: l(
    "Es la última cuenta de superadministración activa: asigna ese rol a otra persona antes de cambiarla o desactivarla.",
    "This is the last active super admin account: give that role to someone else before changing or disabling it.",
  ),
  E00GFB: l(
    "Este inicio de sesión con Google no se empezó en este navegador, así que no lo completamos. Si querías entrar, vuelve a pulsar «Continuar con Google».",
    "This Google sign-in was not started in this browser, so we did not complete it. If you meant to sign in, press “Continue with Google” again.",
  ),
};

/** Spec §8: 'Registration failed' maps to the same message as E00UAR. */
export const legacyMessageCodes: Record<string, ErrorCode> = { "Registration failed": "E00UAR" };

export const defaultServerError = errorMessages.E0SERV;
export const unknownError: Label = l("Error desconocido", "Unknown error");
export const requestFailedSuffix: Label = l("Error en la solicitud", "Request failed");
/** Precedes the request id a server error shows, so the user can quote it to support. */
export const requestReference: Label = l("Referencia", "Reference");
