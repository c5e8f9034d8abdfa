;;; eglot-lsp.el --- spdx-lsp in Emacs 28 with eglot 1.9, batch -*- lexical-binding: t -*-
;; SPDX-License-Identifier: GPL-2.0-or-later
;;
;; kernel/misplaced.c, kernel/mismatch.c, kernel/uapi.c and
;; reuse/src/table.c opened under eglot (Debian 12's elpa-eglot 1.9; the
;; plugin for uapi.c's command, which has none, from initializationOptions):
;; the diagnostics eglot received (UTF-16 ranges, codes, related
;; information) and those flymake shows (buffer positions, turned back into
;; lines and byte columns) compared with expected-lsp.txt; misplaced.c's
;; fix-it (two edits) run as a code action the way M-x eglot-code-actions
;; runs a single quickfix, saved (didSave), then no diagnostics.  Writes
;; PASS/FAIL lines to $OUT, then "done".
;;
;;   PROJECT=DIR EXPECTED=FILE OUT=FILE SPDX_LSP=CMD PLUGIN=SO \
;;     emacs -Q --batch -l eglot-lsp.el

(load (expand-file-name "results.el" (file-name-directory load-file-name)) nil t)
(require 'package)
;; -Q leaves site-lisp out, and with it Debian's elpa-* packages.
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(require 'eglot)
(require 'subr-x)
(prefer-coding-system 'utf-8)

(defvar spdx-project (directory-file-name (getenv "PROJECT")))
(defvar spdx-received (make-hash-table :test #'equal))
(defconst spdx-files '("kernel/misplaced.c" "kernel/mismatch.c" "kernel/uapi.c"
                       "reuse/src/table.c"))
(defconst spdx-wait 20)

(defun spdx-result (ok name &optional detail)
  (spdx-result-line "emacs-eglot" ok name detail))

(defun spdx-wait-for (pred)
  "Run the event loop until PRED holds or `spdx-wait' seconds pass."
  (let ((end (+ (float-time) spdx-wait)))
    (while (and (not (funcall pred)) (< (float-time) end))
      (accept-process-output nil 0.05))
    (funcall pred)))

(defun spdx-rel (path)
  (file-relative-name path spdx-project))

(defun spdx-uri (file)
  (concat "file://" (expand-file-name file spdx-project)))

;; What the server published, as eglot received it.
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest args)
              (when (eq method 'textDocument/publishDiagnostics)
                (puthash (plist-get args :uri) (plist-get args :diagnostics)
                         spdx-received))))

(defun spdx-expected ()
  "FILE -> (UTF-16 canon . byte canon), from expected-lsp.txt."
  (let ((want (make-hash-table :test #'equal)) last out)
    (with-temp-buffer
      (insert-file-contents (getenv "EXPECTED"))
      (dolist (l (split-string (buffer-string) "\n" t))
        (let ((f (split-string l " " t)))
          (pcase (car f)
            ("D" (setq last (list (concat (nth 2 f) " " (nth 4 f))
                                  (concat (nth 3 f) " " (nth 4 f))))
                 (puthash (nth 1 f) (append (gethash (nth 1 f) want) (list last)) want))
            ("R" (setcar last (concat (car last) " related " (nth 1 f) " " (nth 2 f))))
            ("E" (puthash (nth 1 f) (gethash (nth 1 f) want) want))))))
    (maphash (lambda (k v)
               (push (cons k (cons (spdx-join (mapcar #'car v)) (spdx-join (mapcar #'cadr v))))
                     out))
             want)
    out))

(defun spdx-join (strings)
  (mapconcat #'identity (sort (copy-sequence strings) #'string<) "; "))

(defun spdx-range (r)
  (let ((s (plist-get r :start)) (e (plist-get r :end)))
    (format "%d:%d-%d:%d" (plist-get s :line) (plist-get s :character)
            (plist-get e :line) (plist-get e :character))))

(defun spdx-canon-lsp (diags)
  (spdx-join
   (mapcar (lambda (d)
             (concat (spdx-range (plist-get d :range)) " " (or (plist-get d :code) "-")
                     (mapconcat (lambda (r)
                                  (let ((loc (plist-get r :location)))
                                    (format " related %s %s"
                                            (spdx-rel (eglot--uri-to-path (plist-get loc :uri)))
                                            (spdx-range (plist-get loc :range)))))
                                (plist-get d :relatedInformation) "")))
           (append diags nil))))

(defun spdx-byte-pos (pos)
  "LINE:BYTE (0-based) of buffer position POS."
  (save-excursion
    (goto-char pos)
    (format "%d:%d" (1- (line-number-at-pos pos t))
            (string-bytes (buffer-substring-no-properties (line-beginning-position) pos)))))

(defun spdx-canon-flymake ()
  (spdx-join
   (mapcar (lambda (d)
             (let ((lsp (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data d)))))
               (format "%s-%s %s" (spdx-byte-pos (flymake-diagnostic-beg d))
                       (spdx-byte-pos (flymake-diagnostic-end d))
                       (or (plist-get lsp :code) "-"))))
           (flymake-diagnostics))))

(defun spdx-open (file)
  "Visit FILE under eglot; its buffer."
  (let ((buf (find-file-noselect (expand-file-name file spdx-project))))
    (with-current-buffer buf
      (unless eglot--managed-mode
        (apply #'eglot (append (eglot--guess-contact) '(nil)))))
    buf))

(defun spdx-flymake (buf)
  "BUF's flymake diagnostics, once eglot handed them over."
  (with-current-buffer buf
    (flymake-start)
    (spdx-canon-flymake)))

(defun spdx-main ()
  (setq eglot-server-programs
        `((c-mode . (,(getenv "SPDX_LSP") :initializationOptions
                     (:plugin ,(getenv "PLUGIN"))))))
  ;; One project, one server, for both parts of the test project.
  (add-hook 'project-find-functions (lambda (_dir) (cons 'transient spdx-project)))
  (setq eglot-sync-connect spdx-wait eglot-autoreconnect nil
        eglot-confirm-server-initiated-edits nil)
  (let* ((want (spdx-expected))
         (bufs (mapcar (lambda (f) (cons f (spdx-open f))) spdx-files))
         ;; uapi.c's command has no -fplugin: the header's finding is there
         ;; only if the server added initializationOptions' plugin.
         (seen (append spdx-files '("include/uapi/linux/spdxlsp.h" "reuse/REUSE.toml"))))
    (spdx-result (spdx-wait-for (lambda ()
                                  (cl-every (lambda (f) (gethash (spdx-uri f) spdx-received))
                                            seen)))
                 "diagnostics received for every file opened, the header and REUSE.toml")
    (dolist (f seen)
      (let ((got (spdx-canon-lsp (gethash (spdx-uri f) spdx-received)))
            (w (cdr (assoc f want))))
        (spdx-result (equal got (car w))
                     (format "%s: received ranges (UTF-16), codes, related information" f)
                     (format "got %s, want %s" got (car w)))))
    (dolist (fb bufs)
      (let ((got (spdx-flymake (cdr fb))) (w (cdr (assoc (car fb) want))))
        (spdx-result (equal got (cdr w))
                     (format "%s: flymake's regions at the byte columns GCC gave" (car fb))
                     (format "got %s, want %s" got (cdr w)))))
    ;; The fix-it: M-x eglot-code-actions over the finding's line, kind
    ;; quickfix; a single action of that kind runs without asking.
    (with-current-buffer (cdr (assoc "kernel/misplaced.c" bufs))
      (let* ((d (car (flymake-diagnostics)))
             (beg (save-excursion (goto-char (flymake-diagnostic-beg d))
                                  (line-beginning-position)))
             (end (save-excursion (goto-char beg) (line-end-position)))
             (actions (eglot-code-actions beg end "quickfix")))
        (spdx-result (and (= (length actions) 1)
                          (string-prefix-p (concat "Replace '/* Ünï 中文 𝔘 🐧: the editors' test project */' "
                                                   "with '// SPDX-License-Identifier: GPL-2.0-or-later', "
                                                   "replace '/* SPDX-License-Identifier: GPL-2.0-or-later */' "
                                                   "with '/* Ünï")
                                           (plist-get (car actions) :title)))
                     "kernel/misplaced.c: one quickfix, titled by what it does"
                     (format "%S" actions))
        (eglot-code-actions beg end "quickfix" t)
        (spdx-result (string-prefix-p
                            (concat "// SPDX-License-Identifier: GPL-2.0-or-later\n"
                                    "/* Ünï 中文 𝔘 🐧: the editors' test project */\n"
                                    "/*\n")
                            (buffer-substring-no-properties (point-min) (point-max)))
                     "kernel/misplaced.c: both edits applied, the tag on line 1"
                     (buffer-substring-no-properties (point-min) (min (point-max) 200)))
        (remhash (spdx-uri "kernel/misplaced.c") spdx-received)
        (save-buffer)
        (spdx-result (and (spdx-wait-for (lambda () (gethash (spdx-uri "kernel/misplaced.c")
                                                             spdx-received)))
                          (equal (append (gethash (spdx-uri "kernel/misplaced.c") spdx-received) nil)
                                 nil))
                     "kernel/misplaced.c: saved (didSave), no diagnostics")
        (spdx-result (equal (spdx-flymake (current-buffer)) "")
                     "kernel/misplaced.c: flymake shows none")))
    (with-current-buffer (cdar bufs)
      (eglot-shutdown (eglot-current-server)))))

(spdx-run "emacs-eglot" #'spdx-main)
