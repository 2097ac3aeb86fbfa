struct a_t { int x; };
struct b_t { int y; };
struct c_t { int z; };
int main() { return 0; }
