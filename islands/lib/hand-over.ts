/**
 * A message sent to an island as a window event — the same event that wakes the island (its hydration "event"). The
 * island listens only once hydrated, so the message that woke it is kept until it listens and given to it first;
 * after that each message goes straight to it. Toasts (the toaster) and admin actions (a tab's dialogs) use one each.
 * @example const toasts = handOver<ToastMessage>("site:toast"); toasts.send({ title: "Saved" }); // island: useEffect(() => toasts.listen(show), [])
 */
export interface HandOver<Message> {
  send(message: Message): void;
  /** The island's side: `handle` gets every message from now on, and at once the one that woke it. Returns the way to stop. */
  listen(handle: (message: Message) => void): () => void;
}

export function handOver<Message>(event: string): HandOver<Message> {
  let unheard: Message | null = null;
  let listening = false;
  return {
    send(message) {
      if (!listening) unheard = message;
      window.dispatchEvent(new CustomEvent<Message>(event, { detail: message }));
    },
    listen(handle) {
      const onMessage = (e: Event) => handle((e as CustomEvent<Message>).detail);
      window.addEventListener(event, onMessage);
      listening = true;
      if (unheard) handle(unheard);
      unheard = null;
      return () => {
        window.removeEventListener(event, onMessage);
        listening = false;
      };
    },
  };
}
