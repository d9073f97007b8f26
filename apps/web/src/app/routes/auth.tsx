import { paths } from "@faircarat/contracts/paths";
import { ArrowLeft } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { pageTitle } from "@/config/site";
import { AuthTabs } from "@/features/account/components/auth-tabs";
import { useAccount } from "@/features/account/use-account";

export function AuthRoute() {
  const { user } = useAccount();
  if (user) return <Navigate to={paths.home} replace />;

  return (
    <div className="bg-canvas">
      <title>{pageTitle("Sign In")}</title>
      <div className="page-container flex flex-col items-center py-10 sm:py-16">
        <div className="w-full max-w-md">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-ink-soft hover:text-primary-strong"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
          <Card className="mt-6">
            <CardContent className="sm:p-8">
              <h1 className="text-2xl font-bold text-ink">Welcome to FairCarat</h1>
              <p className="mt-2 text-sm text-ink-soft">
                Sign in to analyze diamonds and keep your reports, or create a free account.
              </p>
              <div className="mt-6">
                <AuthTabs />
              </div>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
