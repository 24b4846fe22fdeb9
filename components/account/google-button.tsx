"use client";

import { GoogleLogin, GoogleOAuthProvider } from "@react-oauth/google";
import { notify } from "@/components/ui/toast";
import { accountApi } from "@/lib/client/account";
import { MESSAGES } from "@/lib/messages";
import { publicConfig } from "@/lib/public-config";
import { useSignedIn } from "./use-sign-in";

/** 'Continue with Google': Google's ID token is verified by our server, which signs the user in (or up). */
export function GoogleButton() {
  const onSignedIn = useSignedIn();
  if (!publicConfig.googleClientId) return null;

  const signIn = async (idToken: string | undefined) => {
    try {
      if (!idToken) throw new Error("Google returned no ID token");
      onSignedIn((await accountApi.logInWithGoogle(idToken)).user);
    } catch {
      notify(MESSAGES.googleFailed, "error");
    }
  };

  return (
    <GoogleOAuthProvider clientId={publicConfig.googleClientId}>
      <div className="flex justify-center">
        <GoogleLogin
          text="continue_with"
          onSuccess={(credential) => signIn(credential.credential)}
          onError={() => notify(MESSAGES.googleFailed, "error")}
        />
      </div>
      <p className="my-1 text-center text-xs text-slate-600">or</p>
    </GoogleOAuthProvider>
  );
}
