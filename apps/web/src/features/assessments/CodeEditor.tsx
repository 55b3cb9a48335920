"use client";

import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from "@codemirror/language";
import { Compartment, EditorState } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import Box from "@mui/material/Box";
import { useEffect, useRef } from "react";

type Props = {
  value: string;
  language: "javascript" | "typescript";
  onChange: (value: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** id of the element that describes the editor (keyboard help). */
  describedBy?: string;
};

/**
 * CodeMirror 6 with JavaScript/TypeScript highlighting. Tab indents (Escape, then Tab, moves
 * focus on, as CodeMirror documents). The document is replaced only when `value` changes
 * from outside (switching task or language), never while typing.
 */
export function CodeEditor({ value, language, onChange, label, describedBy }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; updates below.
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageSlot.current.of(javascript({ typescript: language === "typescript" })),
          EditorView.contentAttributes.of({
            "aria-label": label,
            ...(describedBy ? { "aria-describedby": describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: languageSlot.current.reconfigure(
        javascript({ typescript: language === "typescript" }),
      ),
    });
  }, [language]);

  return (
    <Box
      ref={host}
      sx={{
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        fontSize: 14,
        "& .cm-editor": { minHeight: 260, maxHeight: 480 },
        "& .cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" },
        "& .cm-focused": { outline: "2px solid", outlineColor: "primary.main" },
      }}
    />
  );
}
