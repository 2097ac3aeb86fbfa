#include <one.h>
#include "local.h"
#include <two.h>
#include <three.h>

int x;
