#include "h.h"
int bar(struct acpi_device *x) { return acpi_other(x) != 0; }
