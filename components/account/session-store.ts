"use client";

import { create } from "zustand";
import { accountApi, type PublicUser } from "@/lib/client/account";

/** Local-storage key of the non-secret profile copy (spec section 3). */
const USER_KEY = "user";

interface SessionState {
  user: PublicUser | null;
  /** True once the server has said who is signed in. */
  ready: boolean;
  refresh(): Promise<void>;
  signedIn(user: PublicUser): void;
  signedOut(): void;
}

function remember(user: PublicUser | null) {
  try {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // Storage blocked: the session cookie still works, the copy is only a convenience.
  }
}

/** Who is signed in, as the server reports it; a copy of the profile is kept in local storage. */
export const useSession = create<SessionState>()((set) => ({
  user: null,
  ready: false,
  async refresh() {
    try {
      const { user } = await accountApi.me();
      remember(user);
      set({ user, ready: true });
    } catch (error) {
      console.error("could not load the session:", error);
      set({ ready: true });
    }
  },
  signedIn(user) {
    remember(user);
    set({ user, ready: true });
  },
  signedOut() {
    set({ user: null, ready: true });
  },
}));
