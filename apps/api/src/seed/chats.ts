import { createHash } from "node:crypto";
import type { Db } from "@encaja/db/client";
import { findUserByEmail, markChatRead } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";

type Side = "developer" | "staff";
interface SeedMessage {
  side: Side;
  hoursAgo: number;
  body: string;
}
interface SeedConversation {
  messages: SeedMessage[];
  assignToMatcher?: boolean;
  /** The matcher read everything (else the developer's last messages stay unread). */
  matcherReadAll: boolean;
  /** The developer read everything (else the staff's last message stays unread). */
  developerReadAll: boolean;
}

const DEMO_DEVELOPER_CHAT: SeedConversation = {
  assignToMatcher: true,
  matcherReadAll: true,
  developerReadAll: false,
  messages: [
    {
      side: "staff",
      hoursAgo: 74,
      body: "¡Hola! Soy Mateo, del equipo de matchers. ¿Cómo va tu búsqueda?",
    },
    { side: "developer", hoursAgo: 73, body: "¡Hola Mateo! Bien, busco un rol backend remoto." },
    {
      side: "staff",
      hoursAgo: 27,
      body: "Tenemos una oferta de Acme Latam que encaja con tu perfil.",
    },
    { side: "developer", hoursAgo: 26, body: "¡Genial! Me interesa, ¿qué necesitan?" },
    { side: "staff", hoursAgo: 2, body: "¿Podés una entrevista el jueves a las 15 h?" },
  ],
};

const OTHER_CHATS: SeedConversation[] = [
  {
    matcherReadAll: false,
    developerReadAll: true,
    messages: [
      { side: "developer", hoursAgo: 50, body: "Hola, ¿cómo completo mi perfil técnico?" },
      {
        side: "staff",
        hoursAgo: 49,
        body: "Desde el panel, en «Perfil». Cualquier duda, escribinos.",
      },
      { side: "developer", hoursAgo: 5, body: "¡Listo! ¿Me avisan si hay ofertas de frontend?" },
    ],
  },
  {
    matcherReadAll: false,
    developerReadAll: true,
    messages: [
      {
        side: "developer",
        hoursAgo: 20,
        body: "Adjunto mi disponibilidad: lunes a viernes por la tarde.",
      },
      { side: "developer", hoursAgo: 19, body: "¿Sigue abierta la búsqueda de Data Engineer?" },
    ],
  },
  {
    matcherReadAll: true,
    developerReadAll: true,
    messages: [
      {
        side: "staff",
        hoursAgo: 96,
        body: "¡Bienvenida a Encaja! ¿Querés que revisemos tu CV juntas?",
      },
      { side: "developer", hoursAgo: 95, body: "¡Sí, gracias! Mañana te paso la versión nueva." },
    ],
  },
  {
    matcherReadAll: false,
    developerReadAll: true,
    messages: [
      {
        side: "developer",
        hoursAgo: 1,
        body: "Hola, tengo una consulta sobre el proceso de entrevistas.",
      },
    ],
  },
  {
    matcherReadAll: true,
    developerReadAll: false,
    messages: [
      { side: "developer", hoursAgo: 30, body: "¿Cuándo tendré novedades de mi candidatura?" },
      {
        side: "staff",
        hoursAgo: 8,
        body: "El cliente la está revisando; te escribimos esta semana.",
      },
    ],
  },
];

/** The same UUID for the same text, so a re-run finds the messages it wrote. */
function stableUuid(text: string): string {
  const h = createHash("sha256").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function seedConversation(
  db: Db,
  chatId: string,
  developerUserId: string,
  staffUserId: string,
  conversation: SeedConversation,
): Promise<void> {
  const [chat] = await db
    .select({ lastMessageSeq: schema.chats.lastMessageSeq })
    .from(schema.chats)
    .where(eq(schema.chats.id, chatId));
  if (!chat || chat.lastMessageSeq > 0) return;
  await db.transaction(async (tx) => {
    const seqs: Array<{ side: Side; seq: number; at: Date }> = [];
    for (const [i, m] of conversation.messages.entries()) {
      const at = new Date(Date.now() - m.hoursAgo * 3_600_000);
      const [row] = await tx
        .insert(schema.chatMessages)
        .values({
          chatId,
          senderUserId: m.side === "developer" ? developerUserId : staffUserId,
          senderSide: m.side,
          body: m.body,
          clientId: stableUuid(`demo-chat:${chatId}:${i}`),
          createdAt: at,
        })
        .returning({ seq: schema.chatMessages.seq });
      if (row) seqs.push({ side: m.side, seq: row.seq, at });
    }
    const last = seqs[seqs.length - 1];
    if (!last) return;
    await tx
      .update(schema.chats)
      .set({
        lastMessageSeq: last.seq,
        lastMessageAt: last.at,
        ...(conversation.assignToMatcher ? { assignedUserId: staffUserId } : {}),
      })
      .where(eq(schema.chats.id, chatId));
    const lastOf = (side: Side) => seqs.filter((s) => s.side === side).pop()?.seq ?? 0;
    const read = async (userId: string, side: Side, all: boolean) => {
      const seq = all ? last.seq : lastOf(side);
      if (seq > 0) await markChatRead(tx, { chatId, userId, seq });
    };
    await read(developerUserId, "developer", conversation.developerReadAll);
    await read(staffUserId, "staff", conversation.matcherReadAll);
  });
}

/**
 * Demo chats: the demo developer's conversation (assigned to the demo matcher, one
 * unread answer for the developer) and a few other developers' (some unread for the matcher),
 * so /matchers/chats and /chats/{id} are alive on the first start. Idempotent: a conversation
 * that already has messages is left alone.
 */
export async function seedDemoChats(db: Db): Promise<void> {
  const matcher = await findUserByEmail(db, "matcher@demo.encaja.dev");
  const demoDeveloper = await findUserByEmail(db, "developer@demo.encaja.dev");
  if (!matcher || !demoDeveloper) return;
  const developers = await db
    .select({ userId: schema.developers.userId, chatId: schema.developers.chatId })
    .from(schema.developers)
    .where(and(isNotNull(schema.developers.userId), ne(schema.developers.userId, demoDeveloper.id)))
    .orderBy(asc(schema.developers.createdAt), asc(schema.developers.id))
    .limit(OTHER_CHATS.length);
  const [demo] = await db
    .select({ chatId: schema.developers.chatId })
    .from(schema.developers)
    .where(eq(schema.developers.userId, demoDeveloper.id));
  if (demo)
    await seedConversation(db, demo.chatId, demoDeveloper.id, matcher.id, DEMO_DEVELOPER_CHAT);
  for (const [i, dev] of developers.entries()) {
    const conversation = OTHER_CHATS[i];
    if (dev.userId && conversation) {
      await seedConversation(db, dev.chatId, dev.userId, matcher.id, conversation);
    }
  }
}
