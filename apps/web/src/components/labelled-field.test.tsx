import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LabelledField } from "./labelled-field";
import { Input } from "./ui/input";
import { Textarea } from "./ui/textarea";

describe("LabelledField", () => {
  it("ties the label to its control, with a generated id when none is given", () => {
    render(
      <LabelledField label="Email">
        {(control) => <Input {...control} name="email" />}
      </LabelledField>,
    );
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("name")).toBe("email");
    expect(input.id).not.toBe("");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("describes the control by its hint", () => {
    render(
      <LabelledField id="password" label="Password" hint="At least 6 characters">
        {(control) => <Input {...control} />}
      </LabelledField>,
    );
    const input = screen.getByLabelText("Password");
    expect(input.id).toBe("password");
    expect(input.getAttribute("aria-describedby")).toBe("password-hint");
    expect(document.getElementById("password-hint")?.textContent).toBe("At least 6 characters");
  });

  it("marks the control invalid and describes it by its error and its hint", () => {
    render(
      <LabelledField
        id="message"
        label="Message"
        hint="Tell us about the diamond"
        error="Please write a message."
      >
        {(control) => <Textarea {...control} />}
      </LabelledField>,
    );
    const textarea = screen.getByLabelText("Message");
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
    expect(textarea.getAttribute("aria-describedby")).toBe("message-hint message-error");
    expect(document.getElementById("message-error")?.textContent).toBe("Please write a message.");
  });
});
