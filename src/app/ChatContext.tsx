import { createContext, useContext, type ReactNode } from "react";
import type { ChatStore } from "../stores/ChatStore";

const ChatContext = createContext<ChatStore | null>(null);

/** Provides the chat widget's store to the widget's subtree. */
export function ChatProvider({ chat, children }: { chat: ChatStore; children: ReactNode }) {
  return <ChatContext.Provider value={chat}>{children}</ChatContext.Provider>;
}

/** Spec §8: outside its provider this raises the spec's message. */
export function useChatContext(): ChatStore {
  const chat = useContext(ChatContext);
  if (!chat) throw new Error("useChatContext debe ser usado dentro de un ChatProvider");
  return chat;
}
