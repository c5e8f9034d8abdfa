# SPDX-License-Identifier: GPL-2.0-or-later
"""The language server: checks on open and save, publishes by file,
offers fix-its as code actions, clears on close, and says so when a file
has no compile command."""
import asyncio
import logging
import os
import sys

from lsprotocol import types as lsp
from pygls import uris
from pygls.protocol import LanguageServerProtocol, lsp_method
from pygls.server import LanguageServer

from . import __version__, check, compdb, convert, gcc, positions

log = logging.getLogger(__name__)
# Compiles at once: an editor that opens twenty files must not start twenty.
PARALLEL = 2


def choose_encoding(capabilities):
    """UTF-8 when the client offers it (GCC's columns are bytes: nothing to
    convert, exact on any file), else UTF-16, LSP's default."""
    general = getattr(capabilities, 'general', None)
    offered = getattr(general, 'position_encodings', None) or []
    return positions.UTF8 if lsp.PositionEncodingKind.Utf8 in offered else positions.UTF16


class Protocol(LanguageServerProtocol):
    """pygls' protocol with our answer to initialize: the position
    encoding and the options, read before any document opens."""

    @lsp_method(lsp.INITIALIZE)
    def lsp_initialize(self, params):
        """pygls' answer with our position encoding: pygls picks UTF-16
        whenever it is offered, but GCC's columns are bytes."""
        result = super().lsp_initialize(params)
        encoding = choose_encoding(params.capabilities)
        result.capabilities.position_encoding = lsp.PositionEncodingKind(encoding)
        self._server.checker.initialize(params, encoding)
        return result

    @lsp_method(lsp.EXIT)
    def lsp_exit(self, *args):
        """Exit now, compiles killed: pygls' own exit waits for its stdin
        reader thread, that is for the client to close the pipe, and some
        clients kill a server that does not go by itself (eglot)."""
        self._server.checker.stop()
        sys.stdout.flush()
        os._exit(0 if self._shutdown else 1)


class Checker:
    """The server's state: per document its own findings, per file the
    findings other documents' compiles made there (a header, REUSE.toml),
    the running check of each document and the versions checked."""

    def __init__(self, server, options):
        self.server = server
        self.options = options          # from the command line; None: not given
        self.config = dict(check.DEFAULTS)
        self.encoding = positions.UTF16
        self.document_changes = False
        self.cache = compdb.Cache()
        self.own = {}                   # uri: [Finding]
        self.foreign = {}               # uri: {owner uri: [Finding]}
        self.published = {}             # uri: [Finding], as last published
        self.tasks = {}                 # uri: asyncio.Task
        self.versions = {}              # uri: version of the text checked
        self.told = set()               # uris whose missing command was shown
        self._gate = None

    def initialize(self, params, encoding):
        """Options: the command line's, else initializationOptions', else
        the defaults; and what the client can apply."""
        init = params.initialization_options
        init = init if isinstance(init, dict) else {}
        for key in check.DEFAULTS:
            if self.options.get(key) is not None:
                self.config[key] = self.options[key]
            elif init.get(key) is not None:
                value = check.option(key, init[key])
                if value is None:
                    self.server.show_message_log('spdx: initializationOptions %s=%r ignored: '
                                                 'not a %s' % (key, init[key], check.KINDS[key]),
                                                 lsp.MessageType.Warning)
                else:
                    self.config[key] = value
        self.encoding = encoding
        ws = getattr(params.capabilities, 'workspace', None)
        edit = getattr(ws, 'workspace_edit', None)
        self.document_changes = bool(getattr(edit, 'document_changes', False))

    def gate(self):
        """The semaphore, made in the server's own loop."""
        if self._gate is None:
            self._gate = asyncio.Semaphore(PARALLEL)
        return self._gate

    def schedule(self, uri):
        """Check URI, replacing (and killing) a check of it still running."""
        old = self.tasks.pop(uri, None)
        if old is not None:
            old.cancel()
        self.tasks[uri] = asyncio.ensure_future(self.check(uri))

    async def check(self, uri):
        """One check; whatever goes wrong is said, never raised."""
        try:
            await self._check(uri)
        except asyncio.CancelledError:
            raise
        except Exception as err:    # the server outlives any one check
            log.exception('check of %s', uri)
            self.server.show_message_log('spdx: internal error checking %s: %r' % (uri, err),
                                         lsp.MessageType.Error)
        finally:
            if self.tasks.get(uri) is asyncio.current_task():
                del self.tasks[uri]

    async def _check(self, uri):
        """The check itself, its findings stored with the version of the
        text it read (a code action's edits are for that text)."""
        path = uris.to_fs_path(uri)
        if path is None:
            return
        doc = self.server.workspace.get_text_document(uri)
        version = doc.version
        async with self.gate():
            outcome = await check.run(path, uri, self.config, self.encoding, self.cache)
        if outcome.missing is not None:
            self.no_command(uri, outcome.missing)
        if outcome.log:
            self.server.show_message_log(outcome.log, lsp.MessageType.Warning)
        self.versions[uri] = version
        self.store(uri, outcome.findings)

    def no_command(self, uri, missing):
        """Once per opening: a warning the user sees; every time: the log,
        with each path looked at."""
        if uri not in self.told:
            self.told.add(uri)
            self.server.show_message(missing.summary(), lsp.MessageType.Warning)
        self.server.show_message_log(missing.details(), lsp.MessageType.Warning)

    def store(self, owner, findings):
        """OWNER's findings: its own, and those in other files, each
        published for its file."""
        mine = [f for f in findings if f.uri == owner]
        others = {}
        for f in findings:
            if f.uri != owner:
                others.setdefault(f.uri, []).append(f)
        touched = {owner} | set(others)
        for uri, by_owner in self.foreign.items():
            if owner in by_owner:
                touched.add(uri)
                del by_owner[owner]
        for uri, found in others.items():
            self.foreign.setdefault(uri, {})[owner] = found
        self.own[owner] = mine
        for uri in sorted(touched):
            self.publish(uri)

    def publish(self, uri):
        """URI's own findings and every other document's in it, once each."""
        seen, out = set(), []
        for f in self.own.get(uri, []) + [f for fs in self.foreign.get(uri, {}).values()
                                          for f in fs]:
            if f.key() not in seen:
                seen.add(f.key())
                out.append(f)
        self.published[uri] = out
        self.server.publish_diagnostics(uri, [f.diagnostic for f in out])

    def close(self, uri):
        """Forget URI: its check stopped, its findings and those it made
        elsewhere cleared."""
        task = self.tasks.pop(uri, None)
        if task is not None:
            task.cancel()
        self.told.discard(uri)
        self.versions.pop(uri, None)
        self.store(uri, [])
        self.own.pop(uri, None)

    def dependants(self, uri):
        """The documents whose compiles reported in URI (a REUSE.toml saved)."""
        return sorted(self.foreign.get(uri, {}))

    def actions(self, params):
        """Quick fixes for the findings the request names or whose ranges
        meet its range; one action per finding, all its edits."""
        only = params.context.only
        if only and not any(k == lsp.CodeActionKind.QuickFix or
                            lsp.CodeActionKind.QuickFix.startswith(k) for k in only):
            return []
        uri = params.text_document.uri
        named = {(d.range.start.line, d.range.start.character, d.range.end.line,
                  d.range.end.character, d.message) for d in params.context.diagnostics}
        out = []
        for f in self.published.get(uri, []):
            r = f.diagnostic.range
            key = (r.start.line, r.start.character, r.end.line, r.end.character,
                   f.diagnostic.message)
            if f.edits and (key in named or overlaps(r, params.range)):
                out.append(lsp.CodeAction(title=f.title(), kind=lsp.CodeActionKind.QuickFix,
                                          diagnostics=[f.diagnostic], is_preferred=True,
                                          edit=self.workspace_edit(f)))
        return out

    def workspace_edit(self, finding):
        """The finding's edits: versioned by the text that was checked
        where the client takes documentChanges (a stale buffer refuses them),
        else plain changes."""
        by_uri = {uri: [lsp.TextEdit(range=convert.make_range(pair), new_text=new)
                        for pair, new in edits] for uri, edits in finding.edits.items()}
        if not self.document_changes:
            return lsp.WorkspaceEdit(changes=by_uri)
        return lsp.WorkspaceEdit(document_changes=[
            lsp.TextDocumentEdit(text_document=lsp.OptionalVersionedTextDocumentIdentifier(
                uri=uri, version=self.versions.get(uri)), edits=edits)
            for uri, edits in by_uri.items()])

    def stop(self):
        """Shutdown: no check keeps running."""
        for task in self.tasks.values():
            task.cancel()
        gcc.kill_live()


def overlaps(a, b):
    """Whether ranges A and B share a position (ends included: a cursor
    at a one-character finding's end still asks for it)."""
    def pt(p):
        """A position as a comparable pair."""
        return (p.line, p.character)
    return pt(a.start) <= pt(b.end) and pt(b.start) <= pt(a.end)


def make_server(options):
    """The pygls server, its features bound to one Checker."""
    server = LanguageServer('spdx-lsp', __version__, protocol_cls=Protocol)
    server.checker = Checker(server, options)
    c = server.checker

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls, params):
        """Opened: checked at once, from the file on disk."""
        c.schedule(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls, params):
        """Saved: the document checked again, and every document whose
        findings stood in this file (a REUSE.toml fixed and saved)."""
        uri = params.text_document.uri
        for owner in c.dependants(uri):
            c.schedule(owner)
        if uri in c.own or uri in c.tasks or not c.dependants(uri):
            c.schedule(uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls, params):
        """Closed: nothing of it stays in the editor."""
        c.close(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION,
                    lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
    def code_action(ls, params):
        """The fix-its of the findings asked about."""
        return c.actions(params)

    @server.feature(lsp.SHUTDOWN)
    def shutdown(ls, params):
        """No compile outlives the session."""
        c.stop()

    return server
