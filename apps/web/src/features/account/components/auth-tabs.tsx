import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type AuthTab = "sign-in" | "sign-up";

function isAuthTab(value: string): value is AuthTab {
  return value === "sign-in" || value === "sign-up";
}

/** Sign In and Sign Up tabs; a finished sign-up switches to Sign In with the email filled in. */
export function AuthTabs() {
  const [tab, setTab] = useState<AuthTab>("sign-in");
  const [signInEmail, setSignInEmail] = useState("");

  function handleSignedUp(email: string) {
    setSignInEmail(email);
    setTab("sign-in");
  }

  return (
    <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)}>
      <TabsList>
        <TabsTrigger value="sign-in">Sign In</TabsTrigger>
        <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <SignInForm key={signInEmail} initialEmail={signInEmail} />
      </TabsContent>
      <TabsContent value="sign-up">
        <SignUpForm onSignedUp={handleSignedUp} />
      </TabsContent>
    </Tabs>
  );
}
