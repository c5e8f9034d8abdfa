;;; results.el --- PASS/FAIL lines of the Emacs tests -*- lexical-binding: t -*-
;; SPDX-License-Identifier: GPL-2.0-or-later
;;
;; What eglot-lsp.el and compile-log.el share: their result lines, and the
;; run that writes them to $OUT with "done" last, whatever MAIN raised.

(defvar spdx-results nil)

(defun spdx-result-line (label ok name detail)
  "One result of the test LABEL, remembered for `spdx-run'."
  (push (format "%s: %s: %s%s" (if ok "PASS" "FAIL") label name
                (if (and (not ok) detail) (format " (%s)" detail) ""))
        spdx-results))

(defun spdx-run (label main)
  "MAIN, an error in it one more failure of LABEL; the lines to $OUT; exit."
  (condition-case err
      (funcall main)
    (error (spdx-result-line label nil "the test script ran to its end" (format "%S" err))))
  (with-temp-file (getenv "OUT")
    (insert (mapconcat #'identity (reverse (cons "done" spdx-results)) "\n") "\n"))
  (kill-emacs 0))
