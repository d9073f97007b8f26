import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CaratPanel } from "./carat-panel";
import { ClarityPanel } from "./clarity-panel";
import { ColorPanel } from "./color-panel";
import { CutPanel } from "./cut-panel";
import { OverviewPanel } from "./overview-panel";

const tabs = [
  { value: "overview", label: "Overview", Panel: OverviewPanel },
  { value: "cut", label: "Cut", Panel: CutPanel },
  { value: "color", label: "Color", Panel: ColorPanel },
  { value: "clarity", label: "Clarity", Panel: ClarityPanel },
  { value: "carat", label: "Carat", Panel: CaratPanel },
] as const;

export function GuideTabs() {
  return (
    <Tabs defaultValue="overview">
      <TabsList className="sm:w-auto sm:self-start" aria-label="Diamond guide topics">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
