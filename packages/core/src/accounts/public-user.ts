import type { PublicUser } from "@faircarat/contracts";

interface ProviderUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export const toPublicUser = (user: ProviderUser): PublicUser => ({
  id: user.id,
  email: user.email,
  fullName: user.name,
  emailVerified: user.emailVerified,
});
