;;; compile-log.el --- the test project's build log in compilation-mode -*- lexical-binding: t -*-
;; SPDX-License-Identifier: GPL-2.0-or-later
;;
;; Emacs' compilation-mode, as M-x compile shows a build: every location it
;; finds in the log (make's directories tracked, GCC's source lines and
;; fix-it hints skipped) must be exactly expected-log.txt's, in order, with
;; its kind, and visiting each (next-error's way) must land at its line and
;; byte column.  The log has GCC's default display columns, which
;; compilation-mode counts as screen columns.  Writes PASS/FAIL lines to
;; $OUT, then "done".
;;
;;   PROJECT=DIR LOG=FILE EXPECTED=FILE OUT=FILE emacs -Q --batch -l compile-log.el

(load (expand-file-name "results.el" (file-name-directory load-file-name)) nil t)
(require 'compile)
(prefer-coding-system 'utf-8)

(defvar spdx-project (file-name-as-directory (getenv "PROJECT")))

(defun spdx-result (ok name &optional detail)
  (spdx-result-line "emacs-compilation" ok name detail))

(defun spdx-expected ()
  "((FILE LINE DCOL BCOL KIND) ...) from expected-log.txt, FILE absolute."
  (with-temp-buffer
    (insert-file-contents (getenv "EXPECTED"))
    (delq nil (mapcar (lambda (l)
                        (unless (string-prefix-p "#" l)
                          (let ((f (split-string l " " t)))
                            (list (expand-file-name (nth 0 f) spdx-project)
                                  (string-to-number (nth 1 f))
                                  (if (equal (nth 2 f) "-") nil (string-to-number (nth 2 f)))
                                  (if (equal (nth 3 f) "-") nil (string-to-number (nth 3 f)))
                                  (nth 4 f)))))
                      (split-string (buffer-string) "\n" t)))))

(defun spdx-kind (pos)
  "The kind of the message whose location starts at POS, from its line."
  (save-excursion
    (goto-char pos)
    (let ((line (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
      (cond ((string-match-p "\\`\\(In file included\\| +\\) from " line) "include")
            ((string-match ": \\(warning\\|note\\|error\\|fatal error\\):" line)
             (match-string 1 line))
            (t "?")))))

(defun spdx-messages ()
  "(POS FILE LINE COL KIND) of every location compilation-mode found,
COL as the log has it."
  (compilation--ensure-parse (point-max))
  (let ((pos (point-min)) last out)
    ;; A log may start with a message: next-single-property-change skips it.
    (unless (get-text-property pos 'compilation-message)
      (setq pos (next-single-property-change pos 'compilation-message)))
    (while pos
      (let ((msg (get-text-property pos 'compilation-message)))
        (when (and msg (not (eq msg last)))
          (setq last msg)
          ;; make's "Entering directory" lines are messages without a file.
          (let* ((loc (compilation--message->loc msg))
                 (fs (car (compilation--loc->file-struct loc))))
            (when fs
              (push (list pos (expand-file-name (car fs) (or (cadr fs) default-directory))
                          (compilation--loc->line loc) (compilation--loc->col loc)
                          (spdx-kind pos))
                    out)))))
      (setq pos (next-single-property-change pos 'compilation-message)))
    (nreverse out)))

(defun spdx-landing (pos)
  "(FILE LINE BYTE-COL) where visiting the message at POS goes."
  (goto-char pos)
  (compile-goto-error)
  (prog1 (list (buffer-file-name) (line-number-at-pos nil t)
               (1+ (string-bytes (buffer-substring-no-properties (line-beginning-position)
                                                                 (point)))))
    (pop-to-buffer "*build-log*")))

(defun spdx-main ()
  (let ((want (spdx-expected)) got)
    (with-current-buffer (get-buffer-create "*build-log*")
      (insert-file-contents (getenv "LOG"))
      (setq default-directory spdx-project)
      (compilation-mode)
      (setq got (spdx-messages))
      (let ((found (mapcar (lambda (m) (list (nth 1 m) (nth 2 m) (nth 3 m) (nth 4 m))) got))
            (wanted (mapcar (lambda (w) (list (nth 0 w) (nth 1 w) (nth 2 w) (nth 4 w))) want)))
        (spdx-result (equal found wanted) "the build log's locations, in order, with their kinds"
                     (format "got %S, want %S" found wanted)))
      (let (bad)
        (cl-loop for m in got for w in want
                 do (let ((at (spdx-landing (nth 0 m)))
                          (there (list (nth 0 w) (nth 1 w) (or (nth 3 w) 1))))
                      (unless (equal at there) (push (format "%S, want %S" at there) bad))))
        (spdx-result (and got (null bad)) "each visited at its line and byte column"
                     (mapconcat #'identity (nreverse bad) "; "))))))

(spdx-run "emacs-compilation" #'spdx-main)
