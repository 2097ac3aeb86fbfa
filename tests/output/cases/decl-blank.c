#include <a.h>
#include <b.h>

static int x;
static int y;

int main() {
  return y;
}
