// One stub for every function of the rendering libraries that Vellum calls (symbols.def),
// under that function's name, so the executable's calls land here instead of in the shared
// libraries (loader.c says why). A stub jumps to the function once loader.c has bound it;
// before that it saves the argument registers, asks vellum_lazy_bind for the address (loading
// the libraries), restores them and jumps, so the function sees exactly the call it was made.
// Hidden: the libraries' own calls to each other never come here.
#if defined(__x86_64__) && defined(__ELF__)

  .text

// %r11 is scratch at a call (no argument travels in it): it carries the table entry, then
// the index, then the target.
#define VELLUM_LAZY_LIBRARY(index, soname)
#define VELLUM_LAZY(index, name, library)                                                      \
  .globl name;                                                                                 \
  .hidden name;                                                                                \
  .type name, @function;                                                                       \
  .p2align 4;                                                                                  \
  name:                                                                                        \
  movq vellum_lazy_table + 8 * index(%rip), %r11;                                              \
  testq %r11, %r11;                                                                            \
  jz 1f;                                                                                       \
  jmpq *%r11;                                                                                  \
  1:                                                                                           \
  movl $(index), %r11d;                                                                        \
  jmp vellum_lazy_resolve;                                                                     \
  .size name, . - name;
#include "symbols.def"

// On entry the stack is as the caller left it at the call (%rsp = 8 mod 16): seven pushes
// and 128 bytes for %xmm0-7 keep it 16-aligned for the call. %rax carries a variadic call's
// count of vector registers.
  .p2align 4
  .type vellum_lazy_resolve, @function
vellum_lazy_resolve:
  pushq %rdi
  pushq %rsi
  pushq %rdx
  pushq %rcx
  pushq %r8
  pushq %r9
  pushq %rax
  subq $128, %rsp
  movdqu %xmm0, 0(%rsp)
  movdqu %xmm1, 16(%rsp)
  movdqu %xmm2, 32(%rsp)
  movdqu %xmm3, 48(%rsp)
  movdqu %xmm4, 64(%rsp)
  movdqu %xmm5, 80(%rsp)
  movdqu %xmm6, 96(%rsp)
  movdqu %xmm7, 112(%rsp)
  movl %r11d, %edi
  call vellum_lazy_bind
  movq %rax, %r11
  movdqu 0(%rsp), %xmm0
  movdqu 16(%rsp), %xmm1
  movdqu 32(%rsp), %xmm2
  movdqu 48(%rsp), %xmm3
  movdqu 64(%rsp), %xmm4
  movdqu 80(%rsp), %xmm5
  movdqu 96(%rsp), %xmm6
  movdqu 112(%rsp), %xmm7
  addq $128, %rsp
  popq %rax
  popq %r9
  popq %r8
  popq %rcx
  popq %rdx
  popq %rsi
  popq %rdi
  jmpq *%r11
  .size vellum_lazy_resolve, . - vellum_lazy_resolve

#endif

  .section .note.GNU-stack, "", @progbits
