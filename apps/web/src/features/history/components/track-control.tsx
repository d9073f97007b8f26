import { useState } from "react";
import { BellRing } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDate } from "@faircarat/contracts/figures";
import { toast } from "@/lib/toast";
import { useTracked } from "../hooks/use-tracked";
import { alertsFormFrom, defaultAlertsForm } from "../tracking-alerts-form";
import { describeAlerts } from "../tracking-texts";
import { AlertSettingsForm } from "./alert-settings-form";

interface TrackControlProps {
  userId: string;
  analysisId: string;
}

/** 'Track this diamond' on a report: choose alerts and start; once tracked, change them or stop. */
export function TrackControl({ userId, analysisId }: TrackControlProps) {
  const { list, track, update, untrack } = useTracked(userId);
  const [editing, setEditing] = useState(false);
  const tracked = list.data?.find((d) => d.analysisId === analysisId) ?? null;
  const formId = `track-form-${analysisId}`;

  if (!tracked) {
    return (
      <div className="space-y-3">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={editing}
          aria-controls={formId}
          disabled={list.isPending}
          onClick={() => setEditing(!editing)}
        >
          <BellRing aria-hidden="true" />
          Track this diamond
        </Button>
        {editing ? (
          <div id={formId}>
            <AlertSettingsForm
              initial={defaultAlertsForm}
              submitLabel="Start tracking"
              busy={track.isPending}
              error={track.error?.message}
              askPurchaseDate
              onCancel={() => setEditing(false)}
              onSubmit={(alerts, purchaseDate) =>
                track.mutate(
                  { analysisId, alerts, purchaseDate },
                  {
                    onSuccess: () => {
                      setEditing(false);
                      toast.success("Tracking this diamond", {
                        description: "Its price path is under Tracked diamonds in your history.",
                      });
                    },
                  },
                )
              }
            />
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-3 rounded-card border border-line p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-4 text-primary" />
        Tracked since {formatDate(tracked.createdAt)}
      </p>
      <p className="text-sm text-ink-soft">{describeAlerts(tracked.alerts)}</p>
      {editing ? (
        <div id={formId}>
          <AlertSettingsForm
            initial={alertsFormFrom(tracked.alerts)}
            submitLabel="Save alerts"
            busy={update.isPending}
            error={update.error?.message}
            onCancel={() => setEditing(false)}
            onSubmit={(alerts) =>
              update.mutate(
                { trackedId: tracked.id, alerts },
                { onSuccess: () => setEditing(false) },
              )
            }
          />
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={false}
            aria-controls={formId}
            onClick={() => setEditing(true)}
          >
            Change alerts
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={untrack.isPending}
            onClick={() => untrack.mutate(tracked.id)}
          >
            Stop tracking
          </Button>
        </div>
      )}
    </div>
  );
}
