// SPDX-License-Identifier: GPL-2.0
#include "uapi/linux/infer_gpl2.h"
#include "uapi/linux/infer_dual.h"
#include "uapi/linux/infer_virtio_ring.h"
#include "uapi/linux/infer_none.h"
#include "uapi/linux/infer_noversion.h"

























































/* { dg-options "-fdiagnostics-parseable-fixits -fplugin-arg-spdx-licenses=@LICENSES@ -fplugin-arg-spdx-default=GPL-2.0" } */
/* { dg-message "infer_gpl2.h:1:1: warning: missing SPDX-License-Identifier tag; suggest 'GPL-2.0 WITH Linux-syscall-note'.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "infer_dual.h:1:1: warning: missing SPDX-License-Identifier tag; suggest '\\(\\(GPL-2.0\\+ WITH Linux-syscall-note\\) OR BSD-3-Clause\\)'.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "infer_virtio_ring.h:1:1: warning: missing SPDX-License-Identifier tag; suggest 'BSD-3-Clause'.*spdx-missing" "" { target *-*-* } 0 } */
/* uapi headers keep the SPDX reading of a versionless GPL, as the 2017 uapi commit tagged them. */
/* { dg-message "infer_noversion.h:1:1: warning: missing SPDX-License-Identifier tag; suggest 'GPL-1.0\\+ WITH Linux-syscall-note' .license text at line 3 reads GPL-1.0\\+ .no version given: any version, the SPDX reading.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "infer_none.h:1:1: warning: missing SPDX-License-Identifier tag; suggest 'GPL-2.0 WITH Linux-syscall-note' .no license text.*spdx-missing" "" { target *-*-* } 0 } */
/* { dg-message "note: license text is here" "" { target *-*-* } 0 } */
/* { dg-final { scan-output {fix-it:"include/uapi/linux/infer_gpl2.h":.1:1-1:1.:"/. SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note ./\\n"} } } */
