// SPDX-License-Identifier: GPL-2.0
/*
 * Ünï 中 𝔘 🐧 — the editors' test project.  This program is free software;
 * you can redistribute it and/or modify it under the terms of the 𝔘 🐧 GNU
 * General Public License as published by the Free Software Foundation;
 * either version 2 of the License, or (at your option) any later version.
 */
int mismatch;
