/* The element type of a field declared with a type name the file does
 * not define, and `sizeof (that name)'. */
typedef struct {
    U32 rankStats[HUF_TABLELOG_MAX + 1];
    U32 calleeWksp[WORKSPACE_SIZE_U32];
} Workspace;

size_t f(void *workSpace)
{
    Workspace* const wksp = (Workspace*)workSpace;
    g(wksp->calleeWksp, sizeof(wksp->calleeWksp) / sizeof(U32));
    g(wksp->rankStats, sizeof(wksp->rankStats) / sizeof(BYTE));
    return 0;
}
